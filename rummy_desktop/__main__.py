"""``python -m rummy_desktop``: the same as the ``rummy-desktop`` command.

Also the bundles' entry point. ``freeze_support()`` comes first: the computer players'
worker processes (``controller/worker_pool.py``, spawn method) are this same executable
started again with multiprocessing's own arguments, and it turns such a start into the
worker, before the command line is parsed. Outside a bundle it does nothing.
"""

import multiprocessing

from rummy_desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    raise SystemExit(main())
