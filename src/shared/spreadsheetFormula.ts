/**
 * When a spreadsheet (Excel, LibreOffice, Google Sheets) would read a CSV cell as a formula: one rule for the CSV
 * export, which neutralises such a cell with a leading apostrophe, and for the import, which refuses one that comes
 * without it (CSV injection: `=HYPERLINK(…)` sends the reader's data away, `@SUM(…)|cmd` runs a program).
 *
 * A cell is a formula when its first character after optional blanks (spaces, full-width spaces, tabs, line breaks:
 * spreadsheets skip them) is `=`, `+`, `-` or `@` — whatever follows, since a function can hide anywhere after it
 * (`=1+HYPERLINK(…)`, `="a"&HYPERLINK(…)`, `= 0+WEBSERVICE(…)`) — unless the whole cell is a plain number (`-5`,
 * `+3`, `-1,234.5`): every spreadsheet reads that as the number itself and runs nothing.
 */

/** Blanks, then the character that starts a formula. */
const FORMULA_START = String.raw`\s*[=+\-@]`;
/** The whole cell one plain number: a sign, digits (grouped by commas or not), decimals, blanks around. */
const PLAIN_NUMBER = String.raw`\s*[+\-]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?\s*$`;

const FORMULA = new RegExp(`^(?!${PLAIN_NUMBER})${FORMULA_START}`);
/**
 * The apostrophe the export put before a neutralised cell: before = + - @ (also before a number, as earlier exports
 * did), or before a value's own apostrophe there.
 */
const NEUTRALISING_APOSTROPHE = new RegExp(`^'(?='?${FORMULA_START})`);

/**
 * The cells the export writes with an apostrophe, as one pattern (papaparse's `escapeFormulae` takes a RegExp): a
 * formula, and a value that itself starts with an apostrophe before = + - @, so that it reads back with its own.
 */
export const NEEDS_NEUTRALISING = new RegExp(`^(?:'(?=${FORMULA_START})|(?!${PLAIN_NUMBER})${FORMULA_START})`);

/** Whether a spreadsheet would read the cell as a formula (see the rule above). */
export function isSpreadsheetFormula(text: string): boolean {
  return FORMULA.test(text);
}

/** The cell as the export writes it: with a leading apostrophe when a spreadsheet would read it as a formula. */
export function neutraliseFormula(text: string): string {
  return NEEDS_NEUTRALISING.test(text) ? `'${text}` : text;
}

/** A cell as the import reads it: the export's apostrophe taken off again, anything else as it is. */
export function readBackNeutralised(text: string): string {
  return text.replace(NEUTRALISING_APOSTROPHE, '');
}
