// Drivers a test file creates and forgets: each is disposed after its test, so no file slot or connection leaks
// into the next one.
import { afterEach } from 'vitest';
import { LabDriver } from './lab-driver';

export function disposedAfterEach(): (design: string) => Promise<LabDriver> {
  const drivers: LabDriver[] = [];
  afterEach(() => drivers.splice(0).forEach((d) => d.dispose()));
  return async (design) => {
    const d = await LabDriver.create(design);
    drivers.push(d);
    return d;
  };
}
