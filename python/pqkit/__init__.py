"""pqkit lab: builds the harness programs, runs them on QEMU, boards or the host,
parses their output strictly, stores results as JSON and reports on them."""

__version__ = "0.1.0"
