/**
 * A first-in first-out queue with O(1) take from the front, the role ArrayDeque plays in the Java
 * producer's RecordAccumulator. Array.prototype.shift is not O(1) once an array is large: V8 keeps
 * arrays of more than ~16k elements in large-object space, where shift copies every element. An
 * unthrottled one-record-per-batch round queues tens of thousands of batches on one partition, and
 * the copies made draining them one by one the emulator's hottest function (node --cpu-prof).
 */
export class Fifo<T> {
  private items: T[] = [];
  private head = 0;

  get length(): number {
    return this.items.length - this.head;
  }

  first(): T | undefined {
    return this.items[this.head];
  }

  last(): T | undefined {
    return this.items.length > this.head ? this.items[this.items.length - 1] : undefined;
  }

  push(item: T): void {
    this.items.push(item);
  }

  shift(): T | undefined {
    if (this.head >= this.items.length) return undefined;
    const item = this.items[this.head];
    this.items[this.head] = undefined as T; // let the batch be collected
    this.head++;
    // Reclaim the taken front once it is most of the array: amortised O(1) per element.
    if (this.head >= 1024 && this.head * 2 >= this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
    return item;
  }
}
