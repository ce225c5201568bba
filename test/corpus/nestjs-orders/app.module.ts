// The module's own Kafka client, which only emits events: producerOnlyMode, so ClientKafka creates
// no consumer (and joins no reply group).
import { Module } from '@nestjs/common';
import { ClientsModule, Transport } from '@nestjs/microservices';
import { OrdersController } from './orders.controller';

@Module({
  imports: [
    ClientsModule.register([
      {
        name: 'BILLING_SERVICE',
        transport: Transport.KAFKA,
        options: {
          client: { clientId: 'orders-billing', brokers: ['localhost:9092'] },
          producer: { idempotent: true, maxInFlightRequests: 1 },
          send: { timeout: 10000 },
          producerOnlyMode: true,
        },
      },
    ]),
  ],
  controllers: [OrdersController],
})
export class AppModule {}
