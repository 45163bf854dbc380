"""RLCard's UNO environment loop with two random agents: hands per second on one core.

The reference the engine's speed is compared with (README, "Simulator and benchmarks"):
    python3 -m venv /tmp/rl && /tmp/rl/bin/pip install rlcard
    taskset -c 1 /tmp/rl/bin/python benches/rlcard/uno_loop.py 3000
"""
import sys
import time

import rlcard
from rlcard.agents import RandomAgent

games = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
env = rlcard.make("uno", config={"seed": 7})
env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
start = time.perf_counter()
for _ in range(games):
    env.run(is_training=False)
elapsed = time.perf_counter() - start
print(f'{{"games": {games}, "seconds": {elapsed:.3f}, "games_per_sec": {games / elapsed:.1f}}}')
