"""Alembic migrations for the floorman store, shipped inside the package."""
