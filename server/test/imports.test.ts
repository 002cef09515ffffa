import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, billingParties, trucks } from '../src/db/schema';
import { backends } from './helpers/database';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './helpers/server';

/** GSTINs with correct check characters: Maharashtra and Karnataka. */
const MH_GSTIN = '27AAPFU0939F1ZV';
const KA_GSTIN = '29AAGCB7383J1Z4';

async function xlsxOf(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Parties');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

async function workbookOf(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

/** The column under a header of a sheet's first row. */
function columnOf(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Column {
  const index = (sheet.getRow(1).values as unknown[]).indexOf(header);
  assert.ok(index > 0, `no ${header} column`);
  return sheet.getColumn(index);
}

/** The cell of a data row under a header. */
const cellOf = (sheet: ExcelJS.Worksheet, row: number, header: string) =>
  sheet.getRow(row).getCell(columnOf(sheet, header).number);

/** The sheet-local name LibreOffice needs to show the autofilter. */
const filterRangeOf = (workbook: ExcelJS.Workbook) =>
  workbook.definedNames.model.find((name) => name.name === '_xlnm._FilterDatabase')?.ranges;

/** A registration number per index: MH12AB0001, MH12AB0002, … (then AC, AD… past 9999). */
const registration = (index: number) =>
  `MH12${String.fromCharCode(65 + Math.floor(index / 9999 / 26))}${String.fromCharCode(66 + (Math.floor(index / 9999) % 24))}${String((index % 9999) + 1).padStart(4, '0')}`;

for (const backend of backends) {
  describe(`spreadsheet import and export (${backend})`, () => {
    let server: TestServer;
    let admin: string;

    async function upload(
      path: string,
      content: Buffer | string,
      name: string,
      token: string | null = admin,
    ): Promise<ApiResponse> {
      const form = new FormData();
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      const response = await fetch(server.url + path, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
      return { status: response.status, headers: response.headers, body: isJson ? JSON.parse(text) : undefined, text };
    }

    async function download(path: string) {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${admin}` } });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    }

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    it('offers the template as XLSX (headers, and a sheet saying how to fill it) and as CSV', async () => {
      const xlsx = await download('/api/billing-parties/import-template?format=xlsx');
      assert.equal(xlsx.response.status, 200);
      assert.match(xlsx.response.headers.get('content-disposition')!, /attachment; filename="billing-parties-template\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      assert.deepEqual(
        workbook.worksheets.map((sheet) => sheet.name),
        ['Billing parties', 'How to fill'],
      );
      const headers = (workbook.worksheets[0]!.getRow(1).values as string[]).slice(1);
      assert.deepEqual(headers.slice(0, 3), ['Name', 'GSTIN', 'State code']);
      assert.ok(!headers.includes('State'), 'the derived state name is not asked for');
      assert.equal(workbook.worksheets[0]!.actualRowCount, 1, 'no example row to import by mistake');

      const csv = await download('/api/trucks/import-template?format=csv');
      assert.equal(csv.response.headers.get('content-type'), 'text/csv; charset=utf-8');
      const text = csv.bytes.toString('utf8');
      assert.ok(text.startsWith('\uFEFFRegistration no.,Type,'), text.slice(0, 40));
    });

    it('previews every row of an XLSX file with its field errors, then imports only the valid rows in one go', async () => {
      const header = ['Name', 'GSTIN', 'State code', 'Mobile', 'Credit days', 'Opening balance', 'Dr/Cr', 'Remarks'];
      const rows: (string | number | null)[][] = [header];
      for (let index = 1; index <= 50; index += 1) {
        rows.push([`Import Party ${index}`, null, '27', `98${String(index).padStart(8, '0')}`, 15, 1000.5, 'Dr', 'ignored']);
      }
      rows[5]![1] = '27AAPFU0939F1ZW'; // line 6: wrong check character
      rows[20]![3] = '12345'; // line 21: not a mobile number
      rows[33]![0] = ''; // line 34: no name
      rows[40]![1] = MH_GSTIN; // line 41: fine, with its GSTIN
      const file = await xlsxOf(rows);

      const preview = await upload('/api/billing-parties/import?mode=preview', file, 'parties.xlsx');
      assert.equal(preview.status, 200, preview.text);
      const data = preview.body.data;
      assert.deepEqual([data.total, data.valid, data.invalid], [50, 47, 3]);
      assert.deepEqual(data.ignoredHeaders, ['Remarks']);
      assert.equal(data.rows.length, 50, 'every row is previewed');
      const bad = data.rows.filter((row: { errors: object }) => Object.keys(row.errors).length > 0);
      assert.deepEqual(
        bad.map((row: { line: number; errors: Record<string, string> }) => [row.line, Object.keys(row.errors)]),
        [
          [6, ['gstin']],
          [21, ['phone']],
          [34, ['name']],
        ],
      );
      assert.match(bad[0].errors.gstin, /check character/i);
      const [partiesBefore] = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(billingParties);
      assert.equal(partiesBefore?.count, 0, 'a preview writes nothing');

      const commit = await upload('/api/billing-parties/import?mode=commit', file, 'parties.xlsx');
      assert.equal(commit.status, 200, commit.text);
      assert.equal(commit.body.message, '47 billing parties imported; 3 rows with errors skipped');
      assert.equal(commit.body.data.imported, 47);
      assert.deepEqual(
        commit.body.data.rows.map((row: { line: number }) => row.line),
        [6, 21, 34],
      );
      const list = await server.request('GET', '/api/billing-parties?search=import%20party&limit=100', { token: admin });
      assert.equal(list.body.total, 47);
      const withGstin = list.body.data.find((party: { gstin: string | null }) => party.gstin === MH_GSTIN);
      assert.equal(withGstin.stateName, 'Maharashtra');
      assert.deepEqual(withGstin.openingBalance, { amountPaise: 100_050, side: 'Dr' });
      const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing_party.import'));
      assert.equal(audits.length, 47);

      // The same file again: every row with a GSTIN is now taken; names are not unique, so the rest would repeat.
      const again = await upload('/api/billing-parties/import?mode=preview', file, 'parties.xlsx');
      const line41 = again.body.data.rows.find((row: { line: number }) => row.line === 41);
      assert.equal(line41.errors.gstin, `A billing party with the GSTIN ${MH_GSTIN} already exists`);
    });

    it('names numbers repeated within the file and numbers already kept in the other fleet', async () => {
      const own = await server.request('POST', '/api/trucks', {
        token: admin,
        body: { registrationNumber: 'MH14XY4321', truckType: 'open_body' },
      });
      assert.equal(own.status, 201, own.text);
      const csv = [
        'Registration no.,Owner name,Owner mobile',
        'KA01AB1111,Suresh Gowda,9845000001',
        'ka 01 ab 1111,Someone Else,9845000002',
        'MH14XY4321,Takes Our Truck,9845000003',
      ].join('\n');
      const preview = await upload('/api/vehicles/import', csv, 'vehicles.csv');
      assert.equal(preview.status, 200, preview.text);
      assert.deepEqual(
        preview.body.data.rows.map((row: { line: number; errors: Record<string, string> }) => [
          row.line,
          row.errors.registrationNumber,
        ]),
        [
          [2, undefined],
          [3, 'KA01AB1111 is also on line 2 of this file'],
          [4, 'MH14XY4321 is one of your own trucks: a market vehicle cannot have its number'],
        ],
      );
    });

    it('reads dates as sheets have them and imports papers with their expiry', async () => {
      const workbook = await xlsxOf([
        ['Registration no.', 'Type', 'Insurance no.', 'Insurance expiry', 'PUC certificate expiry'],
        ['MH12QW1001', 'Open body', 'POL-1', new Date(Date.UTC(2027, 2, 31)), '15/06/2027'],
      ]);
      const commit = await upload('/api/trucks/import?mode=commit', workbook, 'trucks.xlsx');
      assert.equal(commit.status, 200, commit.text);
      const list = await server.request('GET', '/api/trucks?search=MH12QW1001', { token: admin });
      const papers = Object.fromEntries(
        list.body.data[0].papers.map((paper: { kind: string; expiresOn: string | null }) => [paper.kind, paper.expiresOn]),
      );
      assert.equal(papers.insurance, '2027-03-31');
      assert.equal(papers.puc, '2027-06-15');
    });

    it('refuses what is not a spreadsheet, a file without a required column, an empty one and too many rows', async () => {
      const pdf = await upload('/api/billing-parties/import', Buffer.from('%PDF-1.4\n\x00\x01binary'), 'parties.csv');
      assert.equal(pdf.status, 415);
      assert.equal(pdf.body.message, 'The file must be a CSV file or an Excel workbook (.xlsx)');

      const noName = await upload('/api/billing-parties/import', 'GSTIN,City\n27AAPFU0939F1ZV,Pune\n', 'parties.csv');
      assert.equal(noName.status, 400);
      assert.equal(noName.body.message, "The file has no Name column: use the template's headers");

      const headerOnly = await upload('/api/billing-parties/import', 'Name,GSTIN\n', 'parties.csv');
      assert.equal(headerOnly.status, 400);
      assert.equal(headerOnly.body.message, 'The file has no rows under its header row');

      const many = ['Name,State code', ...Array.from({ length: 5001 }, (_, index) => `Party ${index},27`)].join('\n');
      const tooMany = await upload('/api/billing-parties/import', many, 'parties.csv');
      assert.equal(tooMany.status, 400);
      assert.match(tooMany.body.message, /at most 5,000/);

      const none = await fetch(`${server.url}/api/billing-parties/import`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
      });
      assert.equal(none.status, 400);

      const anonymous = await upload('/api/billing-parties/import', 'Name\nX\n', 'p.csv', null);
      assert.equal(anonymous.status, 401);
    });

    it('imports 5,000 trucks with papers in one transaction', async () => {
      const lines = ['Registration no.,Type,Make,Insurance no.,Insurance expiry,Fitness expiry'];
      for (let index = 0; index < 5000; index += 1) {
        lines.push(`${registration(index + 20_000)},Container,Tata,POL-${index},2027-03-31,31/12/2026`);
      }
      const started = performance.now();
      const commit = await upload('/api/trucks/import?mode=commit', lines.join('\n'), 'fleet.csv');
      const seconds = (performance.now() - started) / 1000;
      assert.equal(commit.status, 200, commit.text.slice(0, 500));
      assert.equal(commit.body.data.imported, 5000);
      console.log(`    5,000 trucks imported on ${backend} in ${seconds.toFixed(1)} s`);
      const [fleet] = await server.database.db.select({ count: sql<number>`count(*)::int` }).from(trucks);
      assert.ok((fleet?.count ?? 0) >= 5000);
    });

    it('exports what the list shows, filters applied, as CSV (formulas defused) and XLSX', async () => {
      await server.request('POST', '/api/billing-parties', {
        token: admin,
        body: { name: '=HYPERLINK("http://evil.example","Click")', stateCode: '29', active: false, gstin: KA_GSTIN },
      });
      const csv = await download('/api/billing-parties/export?format=csv&active=false');
      assert.equal(csv.response.status, 200);
      assert.match(csv.response.headers.get('content-disposition')!, /filename="billing-parties-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = csv.bytes.toString('utf8').trim().split('\r\n');
      assert.equal(lines.length, 2, 'the header and the one inactive party');
      assert.ok(lines[1]!.startsWith(`"'=HYPERLINK(""http://evil.example"",""Click"")",${KA_GSTIN},29,Karnataka`), lines[1]);

      const xlsx = await download('/api/billing-parties/export?format=xlsx&search=import%20party%201&sort=-name');
      const rows = await readXlsx(xlsx.bytes);
      assert.equal(rows[0]![0], 'Name');
      assert.deepEqual(
        rows.slice(1).map((row) => row[0]),
        [
          'Import Party 19',
          'Import Party 18',
          'Import Party 17',
          'Import Party 16',
          'Import Party 15',
          'Import Party 14',
          'Import Party 13',
          'Import Party 12',
          'Import Party 11',
          'Import Party 10',
          'Import Party 1',
        ],
      );

      const banks = await download('/api/banks/export?format=csv');
      assert.match(banks.bytes.toString('utf8'), /Cash in hand/);
      const bankImport = await upload('/api/banks/import', 'Name\nX\n', 'b.csv');
      assert.equal(bankImport.status, 404, 'banks are not imported');

      const badFormat = await server.request('GET', '/api/trucks/export?format=pdf', { token: admin });
      assert.equal(badFormat.status, 400);
    });

    it('makes the XLSX template keep identifiers as typed (Text columns), show headers whole and say how to fill each column', async () => {
      const parties = await workbookOf((await download('/api/billing-parties/import-template?format=xlsx')).bytes);
      const sheet = parties.worksheets[0]!;
      for (const header of ['GSTIN', 'State code', 'PAN', 'Mobile', 'PIN code']) {
        assert.equal(columnOf(sheet, header).numFmt, '@', `${header} is Text`);
      }
      assert.equal(columnOf(sheet, 'Name').numFmt, undefined);
      assert.equal(columnOf(sheet, 'Opening balance').numFmt, '#,##0.00');
      assert.equal(columnOf(sheet, 'Address').alignment?.wrapText, true);
      const headers = (sheet.getRow(1).values as string[]).slice(1);
      for (const header of headers) assert.ok(columnOf(sheet, header).width! >= header.length + 2, `${header} is shown whole`);
      assert.deepEqual(filterRangeOf(parties), [`'Billing parties'!$A$1:$${sheet.getColumn(headers.length).letter}$1`]);

      const notes = new Map<string, string[]>();
      parties.getWorksheet('How to fill')!.eachRow((row) => {
        const [column, ...rest] = (row.values as string[]).slice(1);
        notes.set(column!, rest);
      });
      assert.deepEqual(notes.get('Column'), ['Required', 'Example', 'Notes']);
      assert.match(notes.get('GSTIN')![2]!, /^15 characters, e\.g\. 27AAPFU0939F1ZV/);
      assert.match(notes.get('State code')![2]!, /07 Delhi/);
      assert.match(notes.get('Dr/Cr')![2]!, /^Dr .*or Cr/);
      assert.match(notes.get('Active')![2]!, /Yes or No/);

      const trucks = (await workbookOf((await download('/api/trucks/import-template?format=xlsx')).bytes)).worksheets[0]!;
      assert.equal(columnOf(trucks, 'Registration no.').numFmt, '@');
      assert.equal(columnOf(trucks, 'Insurance no.').numFmt, '@');
      assert.equal(columnOf(trucks, 'Insurance expiry').numFmt, '@', "the template's dates are typed as text, read DD/MM/YYYY");
      assert.equal(columnOf(trucks, 'Odometer (km)').numFmt, undefined);
    });

    it('reads a state code a spreadsheet turned into a number: 7, or "7", is 07', async () => {
      const file = await xlsxOf([
        ['Name', 'State code'],
        ['Delhi Number Traders', 7],
        ['Delhi Text Traders', '7'],
      ]);
      const commit = await upload('/api/billing-parties/import?mode=commit', file, 'delhi.xlsx');
      assert.equal(commit.status, 200, commit.text);
      assert.equal(commit.body.data.imported, 2, commit.text);
      const csv = await upload('/api/billing-parties/import?mode=commit', 'Name,State code\nDelhi Csv Traders,7\n', 'delhi.csv');
      assert.equal(csv.status, 200, csv.text);
      const list = await server.request('GET', '/api/billing-parties?search=delhi&limit=10', { token: admin });
      assert.deepEqual(
        list.body.data.map((party: { name: string; stateCode: string; stateName: string }) => [
          party.name,
          party.stateCode,
          party.stateName,
        ]),
        [
          ['Delhi Csv Traders', '07', 'Delhi'],
          ['Delhi Number Traders', '07', 'Delhi'],
          ['Delhi Text Traders', '07', 'Delhi'],
        ],
      );
    });

    it('exports amounts as numbers and expiry dates as dates in XLSX (as text in CSV), and imports its own export back', async () => {
      const add = async (path: string, body: object) => {
        const added = await server.request('POST', path, { token: admin, body });
        assert.equal(added.status, 201, added.text);
      };
      await add('/api/billing-parties', {
        name: 'Typed Export Traders',
        stateCode: '27',
        phone: '9822011409',
        openingBalance: { amount: '1,25,000.50', side: 'Cr' },
      });
      await add('/api/trucks', {
        registrationNumber: 'MH12TE0001',
        truckType: 'open_body',
        papers: { insurance: { number: '0042', expiresOn: '2035-12-08' } },
      });
      await add('/api/drivers', {
        name: 'Typed Export Driver',
        phone: '9822100199',
        licenceNumber: 'MH1420110069999',
        licenceExpiresOn: '2031-01-09',
      });

      const partiesXlsx = (await download('/api/billing-parties/export?format=xlsx&search=typed%20export')).bytes;
      const parties = await workbookOf(partiesXlsx);
      const partySheet = parties.worksheets[0]!;
      const balance = cellOf(partySheet, 2, 'Opening balance');
      assert.equal(balance.value, 125_000.5);
      assert.equal(balance.numFmt, '#,##0.00');
      assert.equal(cellOf(partySheet, 2, 'Dr/Cr').value, 'Cr');
      assert.equal(cellOf(partySheet, 2, 'State code').value, '27');
      assert.equal(columnOf(partySheet, 'Mobile').numFmt, '@');
      assert.deepEqual(filterRangeOf(parties), [
        `'Billing parties'!$A$1:$${partySheet.getColumn(partySheet.columnCount).letter}$2`,
      ]);
      const partiesCsv = (await download('/api/billing-parties/export?format=csv&search=typed%20export')).bytes.toString('utf8');
      assert.match(partiesCsv, /,125000\.50,Cr,/);
      const partiesBack = await upload('/api/billing-parties/import', partiesXlsx, 'parties.xlsx');
      assert.equal(partiesBack.status, 200, partiesBack.text);
      assert.deepEqual(partiesBack.body.data.ignoredHeaders, ['State']);
      assert.deepEqual(partiesBack.body.data.rows[0].errors, {});
      assert.equal(partiesBack.body.data.rows[0].cells.openingBalance, '125000.5');

      const trucksXlsx = (await download('/api/trucks/export?format=xlsx&search=MH12TE0001')).bytes;
      const truckSheet = (await workbookOf(trucksXlsx)).worksheets[0]!;
      const expiry = cellOf(truckSheet, 2, 'Insurance expiry');
      assert.deepEqual(expiry.value, new Date(Date.UTC(2035, 11, 8)));
      assert.equal(expiry.numFmt, 'dd/mm/yyyy');
      assert.equal(cellOf(truckSheet, 2, 'Insurance no.').value, '0042');
      const trucksCsv = (await download('/api/trucks/export?format=csv&search=MH12TE0001')).bytes.toString('utf8');
      assert.match(trucksCsv, /,0042,2035-12-08,/);
      const trucksBack = await upload('/api/trucks/import', trucksXlsx, 'trucks.xlsx');
      assert.equal(trucksBack.status, 200, trucksBack.text);
      const truckRow = trucksBack.body.data.rows[0];
      assert.deepEqual(Object.keys(truckRow.errors), ['registrationNumber'], 'only the number, which is taken');
      assert.equal(truckRow.cells.insuranceExpiresOn, '2035-12-08');

      const driversXlsx = (await download('/api/drivers/export?format=xlsx&search=typed%20export')).bytes;
      const driverSheet = (await workbookOf(driversXlsx)).worksheets[0]!;
      assert.deepEqual(cellOf(driverSheet, 2, 'Licence expiry').value, new Date(Date.UTC(2031, 0, 9)));
      assert.equal(cellOf(driverSheet, 2, 'Opening balance').value, 0);
      const driversBack = await upload('/api/drivers/import', driversXlsx, 'drivers.xlsx');
      assert.deepEqual(Object.keys(driversBack.body.data.rows[0].errors), ['licenceNumber'], driversBack.text);
      assert.equal(driversBack.body.data.rows[0].cells.licenceExpiresOn, '2031-01-09');

      const banks = (await workbookOf((await download('/api/banks/export?format=xlsx')).bytes)).worksheets[0]!;
      assert.equal(typeof cellOf(banks, 2, 'Opening balance').value, 'number');
    });
  });
}
