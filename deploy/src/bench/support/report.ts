import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../../web-server';

/** One table of a benchmark: a title, column names and rows of printed cells, and the raw figures. */
export interface BenchSection {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  /** What a reader needs to judge the figures: the goal, the conditions. */
  notes?: string[];
  figures: unknown;
}

export const median = (values: number[]) => percentile(values, 50);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function printSection(section: BenchSection): void {
  const widths = section.columns.map((column, index) =>
    Math.max(column.length, ...section.rows.map((row) => String(row[index] ?? '').length)),
  );
  const line = (cells: (string | number)[]) =>
    cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join('  ');
  console.log(`\n${section.title}\n`);
  console.log(line(section.columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of section.rows) console.log(line(row));
  for (const note of section.notes ?? []) console.log(`  ${note}`);
}

/** Where the bench writes its reports. */
export const BENCH_REPORT_DIR = join(WORKSPACE_ROOT, '.data', 'bench');

/** Writes the run's sections to .data/bench/<time>.json and .data/bench/latest.json: the file path. */
export function writeReport(sections: BenchSection[]): string {
  const dir = BENCH_REPORT_DIR;
  mkdirSync(dir, { recursive: true });
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    sections: sections.map(({ title, columns, rows, notes, figures }) => ({
      title,
      columns,
      rows,
      notes,
      figures,
    })),
  };
  const file = join(dir, `${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
