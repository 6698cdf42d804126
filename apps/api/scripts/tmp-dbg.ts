import { prepareLine, readList } from '../src/modules/catalog/parser/engine';
for (const l of process.argv.slice(2)) {
  const p = prepareLine(l);
  console.log(JSON.stringify(p.tokens.map((t) => [t.value, t.start])), JSON.stringify(readList(l)));
}
