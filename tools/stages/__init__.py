"""Each game's staged moments, frame cases and tournament plan (tools/table_stage.py
`Stages`), named by the game's registry entry (game/ui/games.py)."""
