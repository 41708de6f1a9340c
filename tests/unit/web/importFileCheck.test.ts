import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../../src/generated/errors.js';
import { IMPORT_ACCEPT, importFileProblem } from '../../../src/web/screens/data-import/importFileCheck.js';

describe('the import screen\'s check of a picked file', () => {
  it('should take CSV and .xlsx up to 20 MB', () => {
    expect(IMPORT_ACCEPT).toBe('.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(importFileProblem({ name: '生徒.CSV', size: 20 * 1024 * 1024 })).toBeUndefined();
    expect(importFileProblem({ name: '生徒.xlsx', size: 1000 })).toBeUndefined();
  });

  it('should refuse with the server\'s messages a file too large or of another type', () => {
    expect(importFileProblem({ name: '生徒.csv', size: 50 * 1024 * 1024 })).toBe('ファイルが大きすぎます（上限 20MB）。行を分けて、いくつかのファイルで取り込んでください。');
    expect(importFileProblem({ name: '生徒.xls', size: 1000 })).toBe(errorCatalogue.IMPORT_FILE_TYPE_NOT_ALLOWED.message.replace('{{name}}', '生徒.xls'));
  });
});
