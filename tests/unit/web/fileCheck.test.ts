import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/generated/errors.js';
import { operationById, type MultipartRules } from '../../../src/generated/operations.js';
import { attachmentAccept, attachmentProblem } from '../../../src/web/screens/common/fileCheck.js';

const importRules = operationById('import.check').multipart as MultipartRules;
const problem = (name: string, size: number) => attachmentProblem({ file: { name, size }, attachedCount: 0, rules: importRules });

describe('the browser\'s check of a file for an import (the operation\'s own errors)', () => {
  it('should take CSV and .xlsx up to 20 MB', () => {
    expect(attachmentAccept(importRules)).toBe('.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(problem('生徒.CSV', 20 * 1024 * 1024)).toBeUndefined();
    expect(problem('生徒.xlsx', 1000)).toBeUndefined();
  });

  it('should refuse with the server\'s import messages a file too large or of another type', () => {
    expect(problem('生徒.csv', 50 * 1024 * 1024)).toBe('ファイルが大きすぎます（上限 20MB）。行を分けて、いくつかのファイルで取り込んでください。');
    expect(problem('生徒.xls', 1000)).toBe(errorCatalogue.IMPORT_FILE_TYPE_NOT_ALLOWED.message.replace('{{name}}', '生徒.xls'));
  });
});
