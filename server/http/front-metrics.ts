import { Counter, type Registry } from 'prom-client';

/**
 * `front_answers_total{kind}`: answers given in front of the application (pages from the page
 * cache, GraphQL answers from the answer cache), which write no log line each. Counted as plain
 * numbers where they are answered and read when /metrics is asked.
 */
export function frontAnswersMetric(registry: Registry, counts: () => Record<'page' | 'graphql-get' | 'graphql-post', number>): void {
  new Counter({
    name: 'front_answers_total',
    help: 'Answers given from the gateway caches in front of the application (no log line each), per kind',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, n] of Object.entries(counts())) this.inc({ kind }, n);
    },
  });
}

/** Work made once for several askers (single flight), per kind: flights made, and askers who waited for one. */
export function sharedWorkMetric(registry: Registry, kinds: () => Record<'page' | 'answer', { flights: number; joined: number }>): void {
  new Counter({
    name: 'single_flight_total',
    help: 'Page renders and GraphQL answers made once for several askers: made (flights) and waited for (joined), per kind',
    labelNames: ['kind', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, counts] of Object.entries(kinds())) {
        this.inc({ kind, outcome: 'made' }, counts.flights);
        this.inc({ kind, outcome: 'joined' }, counts.joined);
      }
    },
  });
}
