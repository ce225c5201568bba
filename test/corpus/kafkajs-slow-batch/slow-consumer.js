// Demo of a slow consumer; the Kafka instance lives in ../kafka (not part of this folder).
const { kafka } = require('../kafka')

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const consumer = kafka.consumer({ groupId: 'invoice-renderer', sessionTimeout: 10000 })

async function main() {
  await consumer.connect()
  await consumer.subscribe({ topics: ['invoices'], fromBeginning: true })
  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset }) => {
      for (const message of batch.messages) {
        renderInvoice(message.value)
        // expect: kafkajs-wait-beyond-session
        await sleep(12000)
        resolveOffset(message.offset)
      }
    },
  })
}

function renderInvoice(value) {
  console.log('rendering', value?.length)
}

process.on('SIGTERM', () => consumer.disconnect())
main().catch(console.error)
