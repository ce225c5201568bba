import { Router, type Req as Request, type Res as Response } from './http';
import kafka, { producer } from '../kafka';

export const shipments = Router();

async function announce(id: string, status: string) {
  // expect: kafkajs-serial-send
  await producer.send({ topic: 'shipment-status', messages: [{ key: id, value: status }] });
}

shipments.post('/shipments/bulk-status', async (req: Request, res: Response) => {
  for (const s of req.body.items as Array<{ id: string; status: string }>) {
    await announce(s.id, s.status);
  }
  res.sendStatus(202);
});

shipments.post('/shipments/:id/label', async (req: Request, res: Response) => {
  await producer.send({
    topic: 'shipment-labels',
    // expect: kafkajs-idempotent-acks
    acks: 1,
    messages: [{ key: req.params.id, value: JSON.stringify(req.body) }],
  });
  res.sendStatus(202);
});

shipments.post('/shipments/:id/audit', async (req: Request, res: Response) => {
  // expect: client-per-request, kafkajs-producer-not-idempotent
  const auditProducer = kafka.producer();
  await auditProducer.connect();
  await auditProducer.send({ topic: 'audit', messages: [{ value: req.params.id }] });
  await auditProducer.disconnect();
  res.sendStatus(204);
});
