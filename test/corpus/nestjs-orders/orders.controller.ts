// Handlers of the microservice: NestJS calls them from its eachMessage, and this one commits the
// next offset itself (autoCommit: false in main.ts).
import { Controller, Inject } from '@nestjs/common';
import { ClientKafka, Ctx, EventPattern, KafkaContext, MessagePattern, Payload } from '@nestjs/microservices';

interface OrderPlaced { id: string; total: number }

@Controller()
export class OrdersController {
  constructor(@Inject('BILLING_SERVICE') private readonly billing: ClientKafka) {}

  @EventPattern('orders.placed')
  async placed(@Payload() order: OrderPlaced, @Ctx() context: KafkaContext): Promise<void> {
    this.billing.emit('billing.charge', { orderId: order.id, amount: order.total });
    const { offset } = context.getMessage();
    await context.getConsumer().commitOffsets([
      { topic: context.getTopic(), partition: context.getPartition(), offset: (BigInt(offset) + 1n).toString() },
    ]);
  }

  @MessagePattern('orders.get')
  get(@Payload() id: string): { id: string } {
    return { id };
  }
}
