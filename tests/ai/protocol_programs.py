"""Programs that break the bot protocol in one way each, for the tests of the program player.

Run as ``python protocol_programs.py MODE``; every mode but ``crash`` answers
with the first legal action when it answers properly at all.
"""

import json
import sys
import time


def main(mode):
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "bye":
            return
        if message["type"] != "decide":
            continue
        asked = message["id"]
        answer = {"id": asked, "action": message["view"]["legal_actions"][0]}
        if mode == "late" and asked == 1:
            time.sleep(1.0)  # past the test's time limit; this answer to decision 1 must be ignored
        elif mode == "garbage":
            print("thinking...", flush=True)
            continue
        elif mode == "no-action":
            answer = {"id": asked, "action": {"action": "fly"}}
        elif mode == "illegal":
            answer = {"id": asked, "action": {"action": "knock", "card": message["view"]["hand"][0]}}
        elif mode == "crash" and asked == 2:
            sys.exit(3)
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
