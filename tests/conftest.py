"""Shared pytest configuration for the notalone test suite."""
