import { MongoDBContainer } from '@testcontainers/mongodb';
import { describeWithDocker } from '../testing/docker.ts';
import { readStoreContract } from './contract.ts';
import { createMongoReadStore } from './mongo.ts';

const contract = (): void =>
  readStoreContract('MongoDB', async () => {
    const container = await new MongoDBContainer('mongo:8').start();
    // The single-node replica set advertises the container's own host name: connect directly.
    const store = await createMongoReadStore(`${container.getConnectionString()}/?directConnection=true`, 'readstore');
    return {
      store,
      cleanup: async () => {
        await store.close();
        await container.stop();
      },
    };
  });

describeWithDocker('MongoDB adapter contract', contract);
