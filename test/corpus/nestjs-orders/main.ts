// An HTTP API that also consumes order events through NestJS's Kafka transport. The consumer group
// is made unique per start, as some tutorials do to "avoid rebalancing": each restart then skips
// what was produced while it was down.
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { AppModule } from './app.module';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create(AppModule);
  // expect: kafkajs-producer-not-idempotent
  app.connectMicroservice<MicroserviceOptions>({
    transport: Transport.KAFKA,
    options: {
      client: {
        clientId: 'orders',
        brokers: (process.env.KAFKA_BROKERS ?? 'localhost:9092').split(','),
      },
      consumer: {
        // expect: kafkajs-random-group-id
        groupId: `orders-consumer-${randomUUID()}`,
        sessionTimeout: 30000,
        heartbeatInterval: 3000,
      },
      run: { autoCommit: false },
      producer: { allowAutoTopicCreation: false },
    },
  });
  await app.startAllMicroservices();
  await app.listen(process.env.PORT ?? 3000);
}

void bootstrap();
