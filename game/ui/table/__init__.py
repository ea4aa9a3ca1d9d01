"""Pieces every game table shares: the match session (engine + opponents + saving), the
seat layout, and widgets that later tables (L.A.M.A. Kadabra, Mada) reuse."""
