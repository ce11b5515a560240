import { percentLoadText, type ClientRecords, type Prescription } from '@coachforge/contracts';

/**
 * "5 × 5 · 100 kg · rest 120 s": a prescription as a coach would write it. A load written as a share of a
 * benchmark reads with the client's own best when their records are known.
 */
export function prescriptionText(prescription: Prescription, records: ClientRecords | null = null): string {
  const parts: string[] = [];
  if (prescription.sets && prescription.reps) parts.push(`${prescription.sets} × ${prescription.reps}`);
  else if (prescription.sets) parts.push(`${prescription.sets} sets`);
  else if (prescription.reps) parts.push(`${prescription.reps} reps`);
  if (prescription.load?.kind === 'weight') parts.push(`${prescription.load.value} kg`);
  if (prescription.load?.kind === 'benchmark_percent')
    parts.push(percentLoadText(prescription.load, records));
  if (prescription.time_seconds) parts.push(`${prescription.time_seconds} s`);
  if (prescription.distance_metres) parts.push(`${prescription.distance_metres} m`);
  if (prescription.tempo) parts.push(`tempo ${prescription.tempo}`);
  if (prescription.rest_seconds) parts.push(`rest ${prescription.rest_seconds} s`);
  if (prescription.notes) parts.push(prescription.notes);
  return parts.join(' · ');
}
