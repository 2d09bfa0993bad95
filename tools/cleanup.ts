// Benchmarks and browser tests start processes and temp dirs that must not outlive the run, whether it ends
// normally, by an error or by Ctrl+C. Each resource registers its undo step here.
type Step = () => Promise<void> | void;

export class Cleanup {
  private readonly steps: Step[] = [];

  add(step: Step) {
    this.steps.push(step);
  }

  /** Undoes in reverse order; one failing step does not stop the others. */
  async run() {
    while (this.steps.length > 0) {
      const step = this.steps.pop();
      try {
        await step?.();
      } catch (error) {
        process.stderr.write(`cleanup step failed: ${String(error)}\n`);
      }
    }
  }
}
