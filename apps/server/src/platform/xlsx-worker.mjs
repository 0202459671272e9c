// The streaming xlsx writer of exports, in a worker thread of its own (see `writeXlsx` in export.ts).
// Plain JavaScript: it runs as it is under the compiled server, tsx and the tests alike.
//
// Started with { title, headers, formats } (each column's number format, or null).
// From the parent: { rows: unknown[][] } (a batch of cell values), then { end: true }.
// To the parent: { chunk: ArrayBuffer } (the file's next bytes, in order), { written: n } once a batch
// is in the zip, { done: true } once the file's last byte went out.
import { once } from 'node:events';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

const port = parentPort;
const { title, headers, formats } = workerData;

const out = new Writable({
  write(chunk, _encoding, done) {
    const bytes = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length);
    port.postMessage({ chunk: bytes }, [bytes]);
    done();
  },
});
const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
const ws = wb.addWorksheet(title);
ws.columns = headers.map((header, i) => ({ header, width: 18, ...(formats[i] ? { style: { numFmt: formats[i] } } : {}) }));
let written = 0;
let work = Promise.resolve();

port.on('message', (m) => {
  work = work.then(() => (m.end ? finish() : add(m.rows)));
  work.catch((e) => {
    throw e; // ends the worker with the error; the parent hears it
  });
});

async function add(rows) {
  for (const r of rows) ws.addRow(r).commit();
  written += rows.length;
  // The writer hands the sheet's XML to the zip without waiting for it: the next batch waits for the
  // zip, so rows read faster than they compress do not pile up.
  const zipInput = ws.stream?.pipes?.[0];
  if (zipInput?._writableState?.needDrain) await once(zipInput, 'drain');
  port.postMessage({ written });
}

async function finish() {
  ws.commit();
  await wb.commit();
  if (!out.writableFinished) await once(out, 'finish');
  port.postMessage({ done: true });
}
