"""Gnav tournament (make tournament): writes bench/results/gnav.json."""

from bench.ai_cuckoo import run_tournament


def main() -> None:
    run_tournament("gnav")


if __name__ == "__main__":
    main()
