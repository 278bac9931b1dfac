"""``python -m interview``: the same command line as the ``interview`` script."""
import sys

from interview.cli import main

sys.exit(main())
