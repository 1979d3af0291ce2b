"""python3 -m smgold run|check ... (see smgold.cli)."""
import sys

from .cli import main

sys.exit(main())
