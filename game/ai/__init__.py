"""Opponents. They see only what their seat may see (a view), never the full state."""
