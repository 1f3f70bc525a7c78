"""The bundle's ``floorman`` executable: the desk, ``--dealer``, ``--board``, ``--clock``.

It has no console on Windows, so it runs ``windowed_main``, which shows in a message box
what the command line would have printed (a mistyped option, ``--version``).
"""

from floorman.app import windowed_main

raise SystemExit(windowed_main())
