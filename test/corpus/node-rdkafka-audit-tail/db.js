// Stand-in for the audit database client.
const rows = [];
async function insertEvent(event) {
  rows.push(event);
}
module.exports = { insertEvent, rows };
