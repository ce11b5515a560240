import {
  AgeRangeField,
  BirthdateField,
  Checkbox,
  ComboBox,
  DatePicker,
  DateRangePicker,
  FilterBar,
  MultiSelect,
  RadioGroup,
  defaultDateRange,
  Select,
  Switch,
  TextArea,
  TextField,
  type DayRange,
} from '@coachforge/ui';
import { DateTime } from 'luxon';
import {
  defaultFilterValues,
  messages,
  PROFILE_MODAL_MIN_AGE,
  type FilterDefinition,
  type FilterValues,
} from '@coachforge/contracts';
import { useState } from 'react';
import { GuideSection, Specimen, State, States } from './specimen';

const units = [
  { id: 'metric', label: 'Metric' },
  { id: 'imperial', label: 'Imperial' },
  { id: 'stone', label: 'Stone and pounds', disabled: true },
];

const programs = [
  { id: 'strength', label: 'Strength block' },
  { id: 'hyrox', label: 'Hyrox prep' },
  { id: 'mobility', label: 'Daily mobility' },
  { id: 'run', label: '10k plan' },
  // More than nine, so the open list shows how it scrolls.
  { id: 'marathon', label: 'Marathon build' },
  { id: 'power', label: 'Powerlifting peak' },
  { id: 'kettlebell', label: 'Kettlebell basics' },
  { id: 'yoga', label: 'Yoga for lifters' },
  { id: 'swim', label: 'Open-water swim' },
  { id: 'core', label: 'Core in 15' },
  { id: 'rehab', label: 'Knee rehab' },
  { id: 'bike', label: 'Sportive ride' },
];

function TextFields() {
  const [note, setNote] = useState('');
  return (
    <Specimen name="Text field and text area">
      <States>
        <State name="Empty">
          <TextField label="First name" placeholder="Casey" />
        </State>
        <State name="With help">
          <TextField
            label="Email"
            type="email"
            description="We send receipts here."
            defaultValue="casey@example.com"
          />
        </State>
        <State name="With an error">
          <TextField label="Last name" error="Last Name is required" />
        </State>
        <State name="Disabled">
          <TextField label="Account id" value="1042" disabled readOnly />
        </State>
        <State name="Text area with a count">
          <TextArea
            label="Bio"
            maxLength={160}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </State>
        <State name="Text area with an error">
          <TextArea label="Message" error="Write a message first" />
        </State>
      </States>
    </Specimen>
  );
}

function Choices() {
  const [unit, setUnit] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>('GB');
  const [chosen, setChosen] = useState<string[]>(['hyrox']);
  const [period, setPeriod] = useState<'month' | 'year' | null>('month');
  const [on, setOn] = useState(true);
  return (
    <>
      <Specimen name="Select, combobox and multiselect">
        <States>
          <State name="Select, empty">
            <Select
              label="Units"
              placeholder="Choose units"
              options={units}
              value={unit}
              onChange={setUnit}
            />
          </State>
          <State name="Select with an error">
            <Select
              label="Units of the plan"
              options={units}
              value={null}
              onChange={() => undefined}
              error="Units are required"
            />
          </State>
          <State name="Select, disabled">
            <Select
              label="Locked units"
              options={units}
              value="metric"
              onChange={() => undefined}
              isDisabled
            />
          </State>
          <State name="Combobox">
            <ComboBox
              label="Country"
              options={[
                { id: 'GB', label: 'United Kingdom' },
                { id: 'US', label: 'United States' },
                { id: 'IE', label: 'Ireland' },
              ]}
              value={country}
              onChange={setCountry}
            />
          </State>
          <State name="Multiselect">
            <MultiSelect label="Programs" options={programs} value={chosen} onChange={setChosen} />
          </State>
          <State name="Multiselect, nothing to choose">
            <MultiSelect label="Archived programs" options={[]} value={[]} onChange={() => undefined} />
          </State>
        </States>
      </Specimen>
      <Specimen name="Checkbox, radio group and switch">
        <States>
          <State name="Checkbox">
            <Checkbox label="Send me training tips" defaultChecked />
            <Checkbox label="I agree to the terms" error="You must agree before submitting." />
            <Checkbox label="Locked option" disabled />
          </State>
          <State name="Radio group">
            <RadioGroup
              label="Billing period"
              options={[
                { value: 'month', label: 'Monthly' },
                { value: 'year', label: 'Yearly (2 months free)' },
              ]}
              value={period}
              onChange={setPeriod}
            />
          </State>
          <State name="Switch">
            <Switch isSelected={on} onChange={setOn}>
              Email me about new clients
            </Switch>
            <br />
            <Switch isSelected={false} onChange={() => undefined} isDisabled>
              Disabled setting
            </Switch>
          </State>
        </States>
      </Specimen>
    </>
  );
}

function Dates() {
  // The guide is a showcase: today is the visitor's today.
  const today = DateTime.now().startOf('day');
  const [day, setDay] = useState<DateTime | null>(today);
  const [range, setRange] = useState<DayRange | null>(defaultDateRange(today));
  return (
    <Specimen name="Dates and ages">
      <States $columns={3}>
        <State name="Date picker">
          <DatePicker label="Start date" value={day} onChange={setDay} today={today} />
        </State>
        <State name="No future days, a week off">
          <DatePicker
            label="Session date"
            value={null}
            onChange={() => undefined}
            today={today}
            disableFuture
            disabledRanges={[{ start: today.minus({ days: 9 }), end: today.minus({ days: 3 }) }]}
          />
        </State>
        <State name="Date range with shortcuts">
          <DateRangePicker label="Period" value={range} onChange={setRange} allowAll today={today} />
        </State>
        <State name="Age range">
          <AgeRangeField label="Age" onChange={() => undefined} initial={{ from: 18, to: 35 }} />
        </State>
        <State name="Date of birth, 16 or older">
          <BirthdateSpecimen />
        </State>
      </States>
    </Specimen>
  );
}

/** A client list's filters, declared as data: every kind the spec names, in position order. */
const clientFilters: FilterDefinition[] = [
  {
    key: 'state',
    label: 'Client state',
    options: [
      { text: 'Active', value: 'active' },
      { text: 'Trial', value: 'trial' },
      { text: 'Cancelled', value: 'cancelled' },
    ],
    default: 'active',
    position: 4,
  },
  {
    key: 'sort',
    label: 'Sort clients',
    type: 'select',
    options: [
      { text: 'Newest first', value: 'newest' },
      { text: 'Name A to Z', value: 'name' },
    ],
    default: 'newest',
    position: 1,
  },
  {
    key: 'programs',
    label: 'Programs',
    type: 'multiple',
    options: programs.slice(0, 4).map((program) => ({ text: program.label, value: program.id })),
    default: [],
    position: 2,
  },
  { key: 'age', label: 'Client age', type: 'daterange', default: { from: null, to: null }, position: 3 },
  { key: 'joined', label: 'Joined', type: 'daterange-picker', default: 'all', allowAll: true, position: 5 },
];

function Filters() {
  const [values, setValues] = useState<FilterValues>(() => defaultFilterValues(clientFilters));
  return (
    <Specimen name="Filter bar">
      <FilterBar
        label="Filter clients"
        definitions={clientFilters}
        values={values}
        onChange={setValues}
        showReset
        testId="style-guide-filters"
      />
      <p>
        Chosen: <code data-testid="style-guide-filter-values">{JSON.stringify(values)}</code>
      </p>
    </Specimen>
  );
}

/** The birthdate control as the profile completion modal uses it: 16 or older, no autosave. */
function BirthdateSpecimen() {
  const [value, setValue] = useState({ day: '', month: '', year: '' });
  return (
    <BirthdateField
      value={value}
      onChange={setValue}
      minAge={PROFILE_MODAL_MIN_AGE}
      autosave={false}
      description={messages.validation.minimumSignUpAge}
    />
  );
}

/** Every form control in its states. */
export function FormsSection() {
  return (
    <GuideSection title="Forms">
      <TextFields />
      <Choices />
      <Dates />
      <Filters />
    </GuideSection>
  );
}
