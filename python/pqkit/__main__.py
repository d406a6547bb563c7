import sys

from pqkit.cli import main

sys.exit(main())
