import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';

/**
 * A client's macros log (decision 0227): what they ate on one day of their calendar, as energy in
 * kilocalories and protein, carbohydrate and fat in grams — the units nutrition labels use everywhere, so
 * the client's default units (kg/lb, cm/in) do not apply. One entry per person and day, edited in place;
 * of two edits the later one stands (edited_at), as for results.
 */
export const MACRO_UNITS = { calories: 'kcal', protein: 'g', carbs: 'g', fat: 'g' } as const;
export const macroFields = ['calories', 'protein', 'carbs', 'fat'] as const;
export type MacroField = (typeof macroFields)[number];
export const macroFieldNames: Record<MacroField, string> = {
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
};
/** Bounds that keep a typo (an extra zero) out of the log: a day of 20 000 kcal, 2000 g of one macro. */
export const MACRO_MAX = { calories: 20_000, protein: 2_000, carbs: 2_000, fat: 2_000 } as const;
/** The widest range one history call may ask for (a year and a day). */
export const MACRO_HISTORY_MAX_DAYS = 366;

export interface MacroDay {
  /** The client's calendar day (YYYY-MM-DD). */
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** When the client made this edit (ISO instant, the browser's clock). */
  edited_at: string;
}

/** A day as the coach reads it: still in their to_review queue until they mark the client reviewed. */
export interface CoachMacroDay extends MacroDay {
  to_review: boolean;
}

/** GET user/macros and coach/clients/:athlete_id/macros (query from, to): newest day first. */
export interface MacroHistory<Day extends MacroDay = MacroDay> {
  from: string;
  to: string;
  days: Day[];
}

const m = messages.macros;
const amount = (field: MacroField) =>
  yup
    .number()
    .typeError(m.amountInvalid(macroFieldNames[field]))
    .required(m.amountInvalid(macroFieldNames[field]))
    .integer(m.wholeNumber(macroFieldNames[field]))
    .min(0, m.amountInvalid(macroFieldNames[field]))
    .max(MACRO_MAX[field], m.amountTooLarge(macroFieldNames[field], MACRO_MAX[field], MACRO_UNITS[field]));

/** PUT user/macros/:date: the whole day, as the client typed it. */
export const macroDayRequestSchema = lazySchema(() =>
  yup.object({
    calories: amount('calories'),
    protein: amount('protein'),
    carbs: amount('carbs'),
    fat: amount('fat'),
    edited_at: yup
      .string()
      .required(m.editedAtInvalid)
      .test('iso-instant', m.editedAtInvalid, (value) => !Number.isNaN(Date.parse(value ?? ''))),
  }),
);
export type MacroDayRequest = yup.InferType<typeof macroDayRequestSchema>;

/** "2150 kcal · P 160 g · C 220 g · F 70 g" */
export const macroDayText = (day: Pick<MacroDay, MacroField>): string =>
  `${day.calories} ${MACRO_UNITS.calories} · P ${day.protein} ${MACRO_UNITS.protein} · C ${day.carbs} ${MACRO_UNITS.carbs} · F ${day.fat} ${MACRO_UNITS.fat}`;
