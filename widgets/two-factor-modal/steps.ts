/** The modal's history: the page shown now and the ones a back step returns to. */
export class Steps {
  private readonly stack: string[] = [];

  /** Shows `url` as a new step (a link followed inside the modal). */
  push(url: string): void {
    this.stack.push(url);
  }

  /** Replaces the current step (a form answer stays at the same level). */
  replace(url: string): void {
    if (this.stack.length === 0) this.stack.push(url);
    else this.stack[this.stack.length - 1] = url;
  }

  /** Leaves the current step; the previous url, or undefined at the first step. */
  back(): string | undefined {
    if (this.stack.length < 2) return undefined;
    this.stack.pop();
    return this.stack[this.stack.length - 1];
  }

  get canGoBack(): boolean {
    return this.stack.length > 1;
  }
}
