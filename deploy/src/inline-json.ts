/** JSON for a `<script type="application/json">` that cannot end its element or open a comment, whatever it holds. */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
