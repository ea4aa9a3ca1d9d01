"""The app's screens: lobby, settings, rules viewer, about, the confirm dialog; the game
tables join them (see game/ui/__init__.py). The base class lives in game/ui/scene.py."""
