"""The bundle's ``floorman-cli`` executable: the admin subcommands (``db``, ``demo``,
``print``, ``rule``, ``tournament``, ``about``) with a console on every platform."""

from floorman.app import main

raise SystemExit(main())
