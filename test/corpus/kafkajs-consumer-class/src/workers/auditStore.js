// A stand-in for the audit database client.
const rows = [];

module.exports = {
  async insert(row) {
    rows.push(row);
  },
};
