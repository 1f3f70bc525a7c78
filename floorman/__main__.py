"""``python -m floorman``: the same as the ``floorman`` command."""

from floorman.app import main

raise SystemExit(main())
