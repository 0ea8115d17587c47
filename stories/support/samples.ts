// The sample values recorded with the fixtures (stories/fixtures/samples.json): units, users and drill values that
// exist in the seed, so component stories open real records.
import samples from '../fixtures/samples.json';

export interface StorySamples {
  adminGuid?: string;
  userGuid?: string;
  paintQc?: { VIN: string; WorkorderNumber: string };
  drill: Record<string, string>;
}

export const storySamples = samples as StorySamples;
