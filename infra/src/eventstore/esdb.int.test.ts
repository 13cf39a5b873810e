import { GenericContainer, Wait } from 'testcontainers';
import { describeWithDocker } from '../testing/docker.ts';
import { eventStoreContract } from './contract.ts';
import { createEsdbEventStore } from './esdb.ts';

const IMAGE = 'docker.eventstore.com/eventstore/eventstore:24.10';
const HTTP_PORT = 2113;

// Pulling and starting the image can take longer than the default hook timeout.
jest.setTimeout(180_000);

const contract = (): void =>
  eventStoreContract('EventStoreDB 24.10', async () => {
    const container = await new GenericContainer(IMAGE)
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_TELEMETRY_OPTOUT: 'true',
      })
      .withExposedPorts(HTTP_PORT)
      .withWaitStrategy(Wait.forHttp('/health/live', HTTP_PORT).forStatusCode(204))
      .withStartupTimeout(120_000)
      .start();
    const store = createEsdbEventStore(`esdb://${container.getHost()}:${container.getMappedPort(HTTP_PORT)}?tls=false`);
    return {
      store,
      cleanup: async () => {
        await store.close();
        await container.stop();
      },
    };
  });

describeWithDocker('EventStoreDB adapter contract', contract);
