import { Button, Notice } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText, QueryState } from '../program-data';
import { benchmarkSeries, bodyMetricSeries, type RecordSeries } from './record-series';
import { RecordForm } from './record-form';
import { RecordHistory } from './record-history';
import { RecordsOverview } from './records-overview';
import { useChangeRecords, useOwnRecords } from './use-records';

/**
 * The client's personal records beside their calendar (decision 0117): what they add here is theirs and
 * stays after every program ends; their coaches read it.
 */
export function OwnRecordsPanel() {
  const records = useOwnRecords();
  const remove = useChangeRecords();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="own-records-title" data-testid="own-records">
      <h2 id="own-records-title">Personal records</h2>
      <QueryState query={records}>
        {(data) => {
          const benchmarks = benchmarkSeries(data);
          const metrics = bodyMetricSeries(data);
          const open: RecordSeries | undefined = [...benchmarks, ...metrics].find((s) => s.key === openKey);
          return (
            <>
              <Button
                type="button"
                $variant="secondary"
                aria-expanded={adding}
                aria-controls="record-form-panel"
                onClick={() => setAdding(!adding)}
              >
                Add a record
              </Button>
              <div id="record-form-panel" hidden={!adding}>
                {adding ? <RecordForm benchmarks={data.benchmarks} units={data.units} /> : null}
              </div>
              <RecordsOverview
                title="Benchmarks"
                series={benchmarks}
                units={data.units}
                emptyText="Add a lift, a time or a max-reps test and your personal records show here."
                onOpen={(series) => setOpenKey(series.key)}
              />
              <RecordsOverview
                title="Body metrics"
                series={metrics}
                units={data.units}
                emptyText="Add your body weight or a measurement to follow it over time."
                onOpen={(series) => setOpenKey(series.key)}
              />
              {remove.isError ? <Notice tone="error">{apiErrorText(remove.error)}</Notice> : null}
              {open ? (
                <RecordHistory
                  series={open}
                  units={data.units}
                  onRemove={(point) =>
                    remove.mutate({
                      kind: open.key.startsWith('benchmark') ? 'remove_benchmark' : 'remove_body_metric',
                      id: point.id,
                    })
                  }
                />
              ) : null}
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
