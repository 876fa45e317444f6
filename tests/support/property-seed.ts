// Vitest setup file: every fast-check run in a test file uses the run's one seed (drawn and printed by
// property-seed-draw.ts), so the whole run replays with PROPERTY_SEED=<n>.
import fc from 'fast-check';
import { inject } from 'vitest';

fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: inject('propertySeed') });
