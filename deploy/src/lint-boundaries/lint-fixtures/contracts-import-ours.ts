// Linted as shared-contracts/src/contracts-import-ours.ts: the contracts importing the design system.
import { Button } from '@coachforge/ui';

export const button = Button;
