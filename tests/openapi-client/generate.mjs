// Writes the TypeScript types of an OpenAPI document with openapi-typescript's Node API:
//   node tests/openapi-client/generate.mjs <openapi.json> <out.d.ts>
// A `format: binary` string (a file in a multipart form) becomes a Blob, as openapi-typescript's own
// documentation shows ("Blob types"): a client then sends the file itself, not a string.
import fs from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node generate.mjs <openapi.json> <out.d.ts>');
  process.exit(2);
}
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
const ast = await openapiTS(JSON.parse(fs.readFileSync(input, 'utf8')), {
  transform(schemaObject) {
    if (schemaObject.format === 'binary') return BLOB;
    return undefined;
  },
});
fs.writeFileSync(output, astToString(ast));
