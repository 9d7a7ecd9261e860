#pragma once
#include "SentryFrameParser.h"
#include "SentryProfileData.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <string>

namespace hg {

class JsonStream;
class ProfileBuilder;
class ReadContext;

// Walks one Sentry profile payload front to back (V1 transaction profile, V2
// chunk, or a pre-V1 draft with inline frames or a JSON-encoded "profile")
// and collects its samples, stacks and frames into SentryProfileData. Small
// members (metadata, thread names, measurements) are kept as raw JSON for the
// assembler.
class SentryPayloadReader
{
    Q_DECLARE_TR_FUNCTIONS(SentryReader)
public:
    struct RawMembers
    {
        std::string version;
        std::string threadMetadata; // JSON object text
        std::string queueMetadata;
        std::string measurements;
        std::string transaction;  // the "transaction" object, or the first of "transactions"
        std::size_t transactionCount = 0;
        std::string transactionName; // a flat "transaction_name" or "transaction" string
        std::string debugMeta;
        std::string timestamp;    // as written (ISO text or epoch seconds)
        bool hasProfile = false;
        bool legacyLayout = false; // pre-V1: JSON-encoded or inline frames
        QString unreadableProfile; // why the profile data cannot be read
    };

    SentryPayloadReader(ProfileBuilder &builder, const ReadContext &context, SentryProfileData &data);

    // `baseOffset`: where the payload starts in the file, for progress and errors.
    void read(QByteArrayView payload, qint64 readablePadding, qint64 baseOffset);
    const RawMembers &members() const { return m_members; }

private:
    void readRoot(JsonStream &stream);
    void readProfileValue(JsonStream &stream, simdjson::ondemand::value value);
    void readProfileObject(JsonStream &stream, simdjson::ondemand::object object);
    bool readProfileMember(JsonStream &stream, std::string_view key, simdjson::ondemand::value value);
    void readSamples(JsonStream &stream, simdjson::ondemand::array samples);
    void readStacks(JsonStream &stream, simdjson::ondemand::array stacks);
    void readFrames(simdjson::ondemand::array frames);
    void readFrameList(simdjson::ondemand::array frames, SentryProfileData::Stacks &into);
    void readMetadataMember(std::string_view key, simdjson::ondemand::value value);
    void reportProgress(JsonStream &stream);

    ProfileBuilder &m_builder;
    const ReadContext &m_context;
    SentryProfileData &m_data;
    SentryFrameParser m_frames;
    RawMembers m_members;
    qint64 m_baseOffset = 0;
};

} // namespace hg
