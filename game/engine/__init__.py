"""Pure rules: no pygame, no AI, no UI. Every game module builds on the shared core here."""
