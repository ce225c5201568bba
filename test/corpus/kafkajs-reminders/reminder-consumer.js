// Sends appointment reminders by SMS or e-mail; each channel helper logs its own failures.
const { Kafka } = require('kafkajs');

const kafka = new Kafka({ clientId: 'reminders', brokers: (process.env.KAFKA_BROKERS || 'kafka:9092').split(',') });
const consumer = kafka.consumer({ groupId: 'appointment-reminders' });

async function sendSms(phone, text) {
  try {
    await fetch(`${process.env.SMS_GATEWAY}/messages`, { method: 'POST', body: JSON.stringify({ phone, text }) });
  // expect: handler-error-swallowed
  } catch (err) {
    console.error(`SMS to ${phone} failed`, err);
  }
}

async function sendEmail(address, subject, text) {
  try {
    await fetch(`${process.env.MAIL_API}/send`, { method: 'POST', body: JSON.stringify({ address, subject, text }) });
  // expect: handler-error-swallowed
  } catch (err) {
    console.error(`E-mail to ${address} failed`, err);
  }
}

async function start() {
  await consumer.connect();
  await consumer.subscribe({ topic: 'appointments.reminders' });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const reminder = JSON.parse(message.value.toString());
      if (reminder.channel === 'sms') {
        await sendSms(reminder.phone, reminder.text);
      } else {
        await sendEmail(reminder.email, 'Your appointment', reminder.text);
      }
    },
  });
}

module.exports = { start };
