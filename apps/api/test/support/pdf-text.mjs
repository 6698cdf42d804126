// Prints {text, pages} of the PDF read from standard input, with pdf-parse (pdf.js).
// Run as a separate Node process: pdf.js loads its worker with a dynamic ES-module import,
// which jest's VM sandbox cannot do.
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
const { text, total } = await parser.getText();
await parser.destroy();
process.stdout.write(JSON.stringify({ text, pages: total }));
