// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
