// Packet texts for tst_traceactor, as plain string literals (moc misreads
// raw string literals that hold quotes across lines).
#pragma once
#include <QByteArray>

namespace traceactorfixture {
inline const QByteArray enteredWithArguments = QByteArray("{\"from\": \"conn0.trace1\", \"type\": \"enteredFrame\", \"sequence\": 0, \"name\": \"grüß\",\n"
    "            \"location\": {\"url\": \"http://x/app.js\", \"line\": 10, \"column\": 4},\n"
    "            \"callsite\": {\"url\": \"http://x/main.js\", \"line\": 3, \"column\": 0},\n"
    "            \"time\": 1.5, \"parameterNames\": [\"a\", \"b\", \"c\", \"d\"],\n"
    "            \"arguments\": [1, \"two\", {\"type\": \"undefined\"}, {\"type\": \"object\", \"class\": \"Point\", \"ownProperties\": {\"x\": {\"value\": 1}, \"y\": 2}}],\n"
    "            \"depth\": 0}");
inline const QByteArray innerEntered = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":1,\"name\":\"inner\",\"time\":2.0,\"location\":{\"url\":\"http://x/app.js\",\"line\":20,\"column\":0}}");
inline const QByteArray thrownExit = QByteArray("{\"type\":\"exitedFrame\",\"sequence\":2,\"why\":\"throw\",\"throw\":{\"type\":\"longString\",\"initial\":\"Error: boom\",\"length\":5000},\"time\":3.0}");
inline const QByteArray returnedExit = QByteArray("{\"type\":\"exitedFrame\",\"sequence\":3,\"why\":\"return\",\"return\":{\"type\":\"-0\"},\"time\":4.25}");
inline const QByteArray enterF = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\"}");
inline const QByteArray exitReturn = QByteArray("{\"type\":\"exitedFrame\",\"sequence\":1,\"why\":\"return\"}");
inline const QByteArray batchHead = QByteArray("{\"from\":\"t\",\"type\":\"traces\",\"traces\":[");
inline const QByteArray outOfOrderWithGapAndRestart = QByteArray("{\"type\":\"exitedFrame\",\"sequence\":2,\"why\":\"return\"}\n"
    "{\"type\":\"enteredFrame\",\"sequence\":1,\"name\":\"g\"}\n"
    "{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\"}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":4,\"why\":\"return\"}\n"
    "{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"h\"}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":1,\"why\":\"return\"}\n"
    "");
inline const QByteArray namedTracesAndReplies = QByteArray("{\"from\":\"a\",\"type\":\"attached\",\"traceTypes\":[\"name\",\"time\",\"return\"]}\n"
    "{\"from\":\"a\",\"type\":\"startedTrace\",\"why\":\"requested\",\"name\":\"outer\"}\n"
    "{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\",\"time\":0}\n"
    "{\"from\":\"a\",\"type\":\"startedTrace\",\"why\":\"requested\",\"name\":\"inner\"}\n"
    "{\"type\":\"enteredFrame\",\"sequence\":1,\"name\":\"g\",\"time\":1}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":2,\"why\":\"return\",\"time\":2}\n"
    "{\"from\":\"a\",\"type\":\"stoppedTrace\",\"why\":\"requested\",\"name\":\"inner\"}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":3,\"why\":\"return\",\"time\":3}\n"
    "{\"from\":\"a\",\"error\":\"noSuchTrace\",\"message\":\"No active trace with name: nope\"}\n"
    "{\"from\":\"a\",\"type\":\"stoppedTrace\",\"why\":\"requested\",\"name\":\"outer\"}\n"
    "{\"from\":\"a\",\"error\":\"wrongState\",\"message\":\"No active traces\"}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":4,\"why\":\"return\",\"time\":4}\n"
    "");
inline const QByteArray objectPoolWithCycle = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\",\"parameterNames\":[\"o\",\"n\"],\n"
    " \"arguments\":{\"values\":[{\"type\":\"object\",\"objectId\":1},{\"type\":\"NaN\"}],\n"
    "   \"objectPool\":[{\"class\":\"Array\"},{\"class\":\"Node\",\"ownProperties\":{\"self\":{\"value\":{\"type\":\"object\",\"objectId\":1}},\"v\":{\"value\":{\"type\":\"Infinity\"}}}}]}}\n"
    "{\"type\":\"exitedFrame\",\"sequence\":1,\"why\":\"yield\",\"yield\":{\"value\":{\"type\":\"object\",\"objectId\":0},\"objectPool\":[{\"class\":\"Array\"}]}}\n"
    "");
inline const QByteArray singleEnter = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":0}");
inline const QByteArray cutInsideSecondLine = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":0}\n"
    "{\"type\":\"exitedFrame\",");
inline const QByteArray enterWithObject = QByteArray("{\"type\":\"enteredFrame\",\"sequence\":0,\"name\":\"f\",\"arguments\":[{\"type\":\"object\",\"ownProperties\":{\"a\":1}}]}");
inline const QByteArray exitWithArray = QByteArray("{\"type\":\"exitedFrame\",\"sequence\":1,\"why\":\"return\",\"return\":[1,2]}");
} // namespace traceactorfixture
